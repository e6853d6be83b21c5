// The question editor's controlled components, composed by the editor page.
export { QuestionEditor, type QuestionEditorProps } from './QuestionEditor';
export { QuestionProperties, type QuestionPropertiesProps } from './QuestionProperties';
