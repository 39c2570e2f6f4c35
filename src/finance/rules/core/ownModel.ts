/**
 * The source named for figures that are Evergreen's own teaching model (SPEC §9's premium and cost
 * multipliers, the DIME needs analysis), not a published table: said once here, and shown in the
 * reader's language by the tools (tools/shared/core/citeSource.ts).
 */
export const OWN_MODEL_SOURCE = 'Evergreen’s own educational model, not market prices';
