import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { Delta } from './delta.tsx';

const colourOf = (text: RegExp) => screen.getByText(text).getAttribute('style') ?? '';

describe('the change from the previous period', () => {
  it('says a rise in words and draws it as good news', async () => {
    renderRoute(<Delta current={120} previous={100} />);
    expect(await screen.findByText(/Up 20%/)).toBeInTheDocument();
    expect(colourOf(/Up 20%/)).toContain('teal');
  });

  it('draws a longer response time as bad news and a shorter one as good', async () => {
    const { unmount } = renderRoute(<Delta current={120} previous={100} lowerIsBetter />);
    expect(await screen.findByText(/Up 20%/)).toBeInTheDocument();
    expect(colourOf(/Up 20%/)).toContain('red');
    unmount();
    renderRoute(<Delta current={75} previous={100} lowerIsBetter />);
    expect(await screen.findByText(/Down 25%/)).toBeInTheDocument();
    expect(colourOf(/Down 25%/)).toContain('teal');
  });

  it('says when there is nothing to compare with', async () => {
    renderRoute(<Delta current={null} previous={10} />);
    expect(await screen.findByText('No comparison with the previous period')).toBeInTheDocument();
  });
});
