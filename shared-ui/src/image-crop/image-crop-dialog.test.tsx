import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { ImageCropDialog } from './image-crop-dialog';

describe('ImageCropDialog', () => {
  beforeAll(() => {
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:photo'),
      revokeObjectURL: jest.fn(),
    });
  });

  it('loads the cropper when opened, with zoom and rotation sliders and SELECT', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await renderUi(
      <ImageCropDialog open file={file} aspect={1} onSelect={jest.fn()} onClose={onClose} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Crop image' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image to crop' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(2);
    expect(sliders[0]).toHaveAttribute('aria-valuemin', '1');
    expect(sliders[0]).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByRole('button', { name: 'SELECT' })).toBeDisabled(); // no crop measured yet
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
