// The editor's parts built beside it: the question editor and its properties panel, and the image manager.
export { ImageManager, QuestionEditor, QuestionProperties } from './placeholders/QuestionPlaceholders';
