import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './Icons';

/** Every icon drawn with what its props need; a component added to Icons.tsx must be added here too. */
const drawings: Record<keyof typeof icons, (size?: number) => ReactElement> = {
  CheckIcon: (size) => <icons.CheckIcon size={size} />,
  CrossIcon: (size) => <icons.CrossIcon size={size} />,
  PlusIcon: (size) => <icons.PlusIcon size={size} />,
  ArrowUpIcon: (size) => <icons.ArrowUpIcon size={size} />,
  ArrowDownIcon: (size) => <icons.ArrowDownIcon size={size} />,
  ChevronIcon: (size) => <icons.ChevronIcon size={size} />,
  NextIcon: (size) => <icons.NextIcon size={size} />,
  PlayIcon: (size) => <icons.PlayIcon size={size} />,
  PauseIcon: (size) => <icons.PauseIcon size={size} />,
  SkipIcon: (size) => <icons.SkipIcon size={size} />,
  EditIcon: (size) => <icons.EditIcon size={size} />,
  CopyIcon: (size) => <icons.CopyIcon size={size} />,
  TrashIcon: (size) => <icons.TrashIcon size={size} />,
  ShareIcon: (size) => <icons.ShareIcon size={size} />,
  PreviewIcon: (size) => <icons.PreviewIcon size={size} />,
  ListIcon: (size) => <icons.ListIcon size={size} />,
  SettingsIcon: (size) => <icons.SettingsIcon size={size} />,
  AccountIcon: (size) => <icons.AccountIcon size={size} />,
  PlayersIcon: (size) => <icons.PlayersIcon size={size} />,
  ExploreIcon: (size) => <icons.ExploreIcon size={size} />,
  YourQuizzesIcon: (size) => <icons.YourQuizzesIcon size={size} />,
  ImageIcon: (size) => <icons.ImageIcon size={size} />,
  VideoIcon: (size) => <icons.VideoIcon size={size} />,
  NoMediaIcon: (size) => <icons.NoMediaIcon size={size} />,
  UploadIcon: (size) => <icons.UploadIcon size={size} />,
  MusicIcon: (size) => <icons.MusicIcon muted={false} size={size} />,
  PadlockIcon: (size) => <icons.PadlockIcon locked={false} size={size} />,
};

const svgOf = (element: ReactElement) => {
  const svg = render(element).container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  return svg;
};

describe('icons', () => {
  it.each(Object.entries(drawings))('%s is decorative, 20 px unless sized', (_, draw) => {
    const svg = svgOf(draw());
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(svgOf(draw(36))).toHaveAttribute('height', '36');
  });

  it('strikes the loudspeaker through while the music is muted', () => {
    const paths = (muted: boolean) =>
      [...svgOf(<icons.MusicIcon muted={muted} />).querySelectorAll('path')].map((path) =>
        path.getAttribute('d'),
      );
    expect(paths(true)).not.toEqual(paths(false));
  });

  it('closes the padlock’s shackle while the game is locked', () => {
    const paths = (locked: boolean) =>
      [...svgOf(<icons.PadlockIcon locked={locked} />).querySelectorAll('path')].map((path) =>
        path.getAttribute('d'),
      );
    expect(paths(true)).not.toEqual(paths(false));
  });
});
