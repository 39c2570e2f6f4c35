interface ImportMetaEnv {
  /** The language of a client or server build of the site (scripts/build-site.mjs); unset elsewhere. */
  readonly EVERGREEN_LOCALE?: 'en' | 'es';
}
