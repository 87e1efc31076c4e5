import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ContentIndex } from '../../content/content-index';
import { ContentProvider } from '../../content/content-context';
import { submissionReceipt } from '../../forms-ui/submission-receipt';
import { MANAGE_LINK_QUERY_KEY } from '../../forms/manage-link';
import { fixtureIndex } from '../../testing/test-providers';
import ThankYouDetailsSection from './thank-you-details-section';

const section = {
  type: 'thank-you-details',
  title: 'Thank You for Reaching Out!',
  received: { contact: 'We have received your message.', appointment: 'We have received your appointment request.' },
  link: { label: 'Go back home', href: '/' },
  referenceLabel: 'Your reference number',
  referenceHint: 'Quote it when you call or message us.',
  summaryTitle: 'What you sent',
  nextStepsTitle: 'What happens next',
  callLabel: 'Call',
  whatsAppLabel: 'WhatsApp us your reference',
  manage: { title: 'Your request online', text: 'Follow your request on its own page.', label: 'Manage your request' },
} as const;

const index = {
  ...fixtureIndex,
  site: {
    ...fixtureIndex.site,
    requests: {
      replyPromise: 'We will call or WhatsApp you within 2 hours during opening hours.',
      whatsAppMessage: 'Hello, I am writing about my request {reference}.',
      retentionMonths: 12,
    },
  },
} as unknown as ContentIndex;

const receipt = submissionReceipt(
  {
    kind: 'appointment',
    request: {
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      phoneNumber: '9876543210',
      countryCode: '+91',
      message: 'Lower left tooth.',
      branch: 'chandkheda',
      service: 'root-canal',
      date: '2026-06-02',
      time: '17:45',
    },
  },
  'DC-7K4Q-92',
  {
    treatments: [{ id: 'root-canal', label: 'Root Canal' }],
    branches: [{ id: 'chandkheda', name: 'Chandkheda', openingHours: [], closures: [], treatments: [] }],
  },
);

function tree(state: unknown, search = '', queryClient = new QueryClient()) {
  return (
    <QueryClientProvider client={queryClient}>
      <ContentProvider index={index}>
        <MemoryRouter initialEntries={[{ pathname: '/thank-you', search, state }]}>
          <ThankYouDetailsSection section={section} />
        </MemoryRouter>
      </ContentProvider>
    </QueryClientProvider>
  );
}

describe('thank-you details section', () => {
  it('says the appointment request was received, then shows the reference, what was sent, what happens next, the clinic phone and WhatsApp with the reference, and last the way home', () => {
    render(tree({ fromForm: true, receipt }));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You for Reaching Out!' })).toBeInTheDocument();
    expect(screen.getByText('We have received your appointment request.')).toBeInTheDocument();
    expect(screen.queryByText('We have received your message.')).not.toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go back home' });
    expect(screen.getByText('DC-7K4Q-92').compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your reference number' })).toBeInTheDocument();
    expect(screen.getByText('DC-7K4Q-92')).toBeInTheDocument();
    expect(screen.getByText('Quote it when you call or message us.')).toBeInTheDocument();
    for (const [label, value] of [
      ['Request', 'Appointment request'],
      ['Treatment', 'Root Canal'],
      ['Preferred date', 'Tuesday, 2 June 2026'],
      ['Preferred time', '5:45 pm'],
      ['First name', 'Asha'],
      ['Last name', 'Patel'],
      ['Mobile number', '+91 98765 43210'],
      ['Email', 'asha@example.com'],
      ['Message', 'Lower left tooth.'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByText('We will call or WhatsApp you within 2 hours during opening hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call \+91 90000 00000/ })).toHaveAttribute('href', 'tel:+919000000000');
    const whatsApp = screen.getByRole('link', { name: /WhatsApp us your reference/ });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/919000000000?text=${encodeURIComponent('Hello, I am writing about my request DC-7K4Q-92.')}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  /** Only the heading, the enquiry's words and the way home: no reference, nothing sent. */
  const expectPlainPage = (html: string) => {
    expect(html).toContain('Thank You for Reaching Out!');
    expect(html).toContain('We have received your message.');
    expect(html).toContain('Go back home');
    expect(html).not.toContain('DC-7K4Q-92');
    expect(html).not.toContain('What happens next');
  };

  it('without a receipt: the heading, the enquiry words and the way home only', () => {
    const { container } = render(tree({ fromForm: true }));
    expectPlainPage(container.innerHTML);
  });

  it('ignores a navigation state that is not a receipt', () => {
    for (const state of [{ receipt: { ...receipt, reference: '<b>1</b>' } }, { receipt: { ...receipt, summary: 'x' } }, { receipt: 'DC-7K4Q-92' }, null]) {
      const { container, unmount } = render(tree(state));
      expectPlainPage(container.innerHTML);
      unmount();
    }
  });

  it('on the server, which has no navigation state, the plain page, so hydration matches', () => {
    expectPlainPage(renderToString(tree({ fromForm: true, receipt })));
  });

  it('without JavaScript after an appointment request: the address names it, and the page says so', () => {
    const html = renderToString(tree(null, '?t=mhx2k1a0.DC-7K4Q-92.' + 'a'.repeat(43) + '&request=appointment'));
    expect(html).toContain('We have received your appointment request.');
    expect(html).not.toContain('your message');
    expect(html.indexOf('DC-7K4Q-92')).toBeLessThan(html.indexOf('Go back home'));
  });

  it("without JavaScript: the reference from the page's pass, what happens next, no summary; on the server too", () => {
    const pass = '?t=mhx2k1a0.DC-7K4Q-92.' + 'a'.repeat(43);
    for (const html of [renderToString(tree(null, pass))]) {
      expect(html).toContain('DC-7K4Q-92');
      expect(html).toContain('What happens next');
      expect(html).not.toContain('What you sent');
    }
    render(tree(null, pass));
    expect(screen.getByText('DC-7K4Q-92')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What you sent' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp us your reference/ }).getAttribute('href')).toContain(encodeURIComponent('request DC-7K4Q-92.'));
  });

  it('the summary from the form wins over the pass once hydrated', () => {
    render(tree({ receipt }, '?t=mhx2k1a0.DC-7K4Q-92.' + 'a'.repeat(43)));
    expect(screen.getByRole('heading', { name: 'What you sent' })).toBeInTheDocument();
  });

  it('after an appointment request: the manage link from the form (navigation state), or from the page data the server rendered it with', () => {
    const manage = '/requests/manage?t=AAAAAAAAAAAAAAAAAAAAAA';
    render(tree({ receipt: { ...receipt, manage } }));
    expect(screen.getByRole('link', { name: 'Manage your request' })).toHaveAttribute('href', manage);
    cleanup();
    const queryClient = new QueryClient();
    queryClient.setQueryData(MANAGE_LINK_QUERY_KEY, manage);
    const html = renderToString(tree(null, '?t=mhx2k1a0.DC-7K4Q-92.' + 'a'.repeat(43) + '&request=appointment', queryClient));
    expect(html).toContain(`href="${manage.replace('&', '&amp;')}"`);
    // A link this site did not make is not shown.
    render(tree({ receipt: { ...receipt, manage: 'https://evil.example/' } }));
    expect(screen.queryByRole('link', { name: 'Manage your request' })).not.toBeInTheDocument();
  });

  it('a pass without a well-formed reference shows no reference', () => {
    for (const search of ['?t=mhx2k1a0.<b>x</b>.sig', '?t=', '?t=DC-7K4Q-92', '?x=mhx2k1a0.DC-7K4Q-92.sig']) {
      const { container, unmount } = render(tree(null, search));
      expectPlainPage(container.innerHTML);
      unmount();
    }
  });
});
