// The spec writes "{product}" wherever the brand appears in copy (section 4); one constant keeps a
// rename to a single line.
export const PRODUCT_NAME = "MeshLink";

// Fills the spec's "{product}" placeholder so copy can be kept verbatim from the spec.
export const withProductName = (text: string): string => text.replaceAll("{product}", PRODUCT_NAME);
