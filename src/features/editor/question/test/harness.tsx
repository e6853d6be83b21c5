// Renders the question components over a useState question, as the editor page does, and keeps the newest
// question for the tests to read.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { ImageUrlContext, type ImageUrlResolver } from '@/common/useImageUrl';
import type { Question, StoragePath } from '@/domain';
import { QuestionEditor } from '../QuestionEditor';
import { QuestionProperties } from '../QuestionProperties';

const resolveImage: ImageUrlResolver = ([folder, file]) =>
  Promise.resolve(`https://files.example/${folder}/${file}`);

export function renderQuestion(
  initial: Question,
  pickImage: () => Promise<StoragePath | null> = () => Promise.resolve(null),
) {
  const state = { question: initial, changes: 0 };
  function Harness() {
    const [question, setQuestion] = useState(initial);
    const onChange = (next: Question) => {
      state.question = next;
      state.changes += 1;
      setQuestion(next);
    };
    return (
      <ImageUrlContext value={resolveImage}>
        <QuestionEditor question={question} onChange={onChange} pickImage={pickImage} />
        <QuestionProperties question={question} onChange={onChange} />
      </ImageUrlContext>
    );
  }
  render(<Harness />);
  return state;
}
