/** The product's short name, which SPEC texts write as {product}. */
export const PRODUCT_NAME = 'Loqi';

/** A page's document title: the screen's title followed by the product name (SPEC §2). */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The editor's document title: the quiz title and product name, with * while changes are unsaved. */
export function editorDocumentTitle(quizTitle: string, hasUnsavedChanges: boolean): string {
  return `${hasUnsavedChanges ? '*' : ''}${documentTitle(quizTitle)}`;
}
