import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, splitLinks } from './message-text.tsx';

describe('MessageText', () => {
  it('shows markup as text, never as HTML', () => {
    const { container } = render(
      <MessageText body={'<img src=x onerror=alert(1)><b>bold</b><script>x()</script>'} />,
    );
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b><script>x()</script>');
  });

  it('links http and https addresses, safely, and nothing else', () => {
    render(
      <MessageText
        body={
          'See https://example.com/a?b=1, or http://test.example (ok). Not javascript:alert(1) nor data:text/html,x nor ftp://x.test'
        }
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'http://test.example/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(screen.getByText(/Not javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('keeps line breaks and the punctuation after an address', () => {
    expect(splitLinks('Line one\nhttps://a.test/x.')).toEqual([
      { kind: 'text', text: 'Line one\n' },
      { kind: 'link', text: 'https://a.test/x', href: 'https://a.test/x' },
      { kind: 'text', text: '.' },
    ]);
    const { container } = render(<MessageText body={'a\nb'} />);
    // pre-wrap keeps the break as written
    expect(container.textContent).toBe('a\nb');
  });
});
