import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImagePicker, pickImages } from './image-picker';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('pickImages', () => {
  it('takes PNG and JPEG within size and count, naming the first problem', () => {
    const png = file('a.png', 'image/png');
    expect(pickImages([], [png], 3, 100)).toEqual({ files: [png], problem: null });
    expect(pickImages([], [file('a.gif', 'image/gif')], 3, 100).problem).toBe('type');
    expect(pickImages([], [file('a.jpg', 'image/jpeg', 101)], 3, 100).problem).toBe('size');
    const picked = pickImages([png], [file('b.png', 'image/png'), file('c.png', 'image/png')], 2, 100);
    expect(picked.files).toHaveLength(2);
    expect(picked.problem).toBe('count');
  });
});

describe('ImagePicker', () => {
  it('previews the chosen image, refuses a wrong type with a message, and removes', () => {
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    function Host() {
      const [files, setFiles] = useState<File[]>([]);
      return <ImagePicker label="Receipt" value={files} onChange={setFiles} maxCount={1} maxBytes={1000} />;
    }
    render(<Host />);
    const input = screen.getByRole('group', { name: 'Receipt' }).querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [file('x.txt', 'text/plain')] } });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('r.png', 'image/png')] } });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getAllByRole('button')[0]!);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
