import { createContext, useContext } from 'react';

/**
 * The theme class of the nearest Frame, so content portalled out of it (Select's list) keeps
 * the frame's colours. Empty outside a Frame (the root theme applies).
 */
export const FrameThemeContext = createContext('');
export const useFrameThemeClass = () => useContext(FrameThemeContext);
