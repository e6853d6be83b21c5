// The editor's parts built beside it: the question editor and its properties panel, and the image manager.
export { QuestionEditor, QuestionProperties } from './question';
export { ImageManager } from './placeholders/ImageManagerPlaceholder';
