// The editor's parts built beside it: the question editor and its properties panel, and the image manager.
export { ImageManager } from './images/ImageManager';
export { QuestionEditor, QuestionProperties } from './question';
