import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw-server';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { CONTACT_FORM } from '../oracle';

// The form's states and transitions are walked by tests/screens/forms/contact.walk.test.tsx;
// these are the page's other promises.

const form = () => within(screen.getByRole('form', { name: 'Send us a message' }));

describe.each(REACT_MODES)('contact page ($name)', ({ strict }) => {
  it('shows the fallback message when the server gives no reason, and keeps the text', async () => {
    server.use(http.post(apiUrl('/management/contact/'), () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/contact', { strict });
    const user = userEvent.setup({ delay: null });
    await user.type(form().getByLabelText('Full name'), 'Ada');
    await user.type(form().getByLabelText('Email address'), 'ada@example.com');
    await user.type(form().getByLabelText('Message'), 'Hello');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Failed to submit your message. Please try again.');
    expect(form().getByLabelText('Message')).toHaveValue('Hello');
  });

  it('asks for a name and an e-mail address the browser can fill in, and a message of several lines with its hint', async () => {
    await renderRoute('/contact', { strict });
    const name = form().getByLabelText(CONTACT_FORM.nameLabel);
    const email = form().getByLabelText(CONTACT_FORM.emailLabel);
    const message = form().getByLabelText(CONTACT_FORM.messageLabel);
    expect([name, email, message].map((field) => field.getAttribute('autocomplete'))).toEqual(['name', 'email', null]);
    expect([name, email].map((field) => field.getAttribute('type'))).toEqual(['text', 'email']);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAccessibleDescription(CONTACT_FORM.messageHint);
    // The hint is written once, under the message it describes.
    expect(form().getAllByText(CONTACT_FORM.messageHint)).toEqual([message.nextElementSibling]);
    expect(name).not.toHaveAccessibleDescription();
    for (const field of [name, email, message]) expect(field).toBeRequired();
  });

  it.each([
    ['detail', 'Too many messages from this address.'],
    ['message', 'The message service is down.'],
    ['error', 'Invalid e-mail address.'],
  ])('shows the server\'s reason given as %s', async (key, reason) => {
    server.use(http.post(apiUrl('/management/contact/'), () => HttpResponse.json({ [key]: reason }, { status: 400 })));
    await renderRoute('/contact', { strict });
    const user = userEvent.setup({ delay: null });
    await user.type(form().getByLabelText(CONTACT_FORM.nameLabel), 'Ada');
    await user.type(form().getByLabelText(CONTACT_FORM.emailLabel), 'ada@example.com');
    await user.type(form().getByLabelText(CONTACT_FORM.messageLabel), 'Hello');
    await user.click(form().getByRole('button', { name: CONTACT_FORM.submit }));
    expect(await form().findByRole('alert')).toHaveTextContent(reason);
  });

  it('moves focus to the message after every refused submit, not only the first', async () => {
    await renderRoute('/contact', { strict });
    const user = userEvent.setup({ delay: null });
    await user.click(form().getByRole('button', { name: 'Send message' }));
    expect(await form().findByRole('alert')).toHaveFocus();
    // Still a blank field: the same message, which must be reached again.
    await user.type(form().getByLabelText('Full name'), 'Ada');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    expect(form().getByRole('alert')).toHaveTextContent('Please fill in all fields correctly.');
    expect(form().getByRole('alert')).toHaveFocus();
  });

  it('shows the company address and the support e-mail', async () => {
    await renderRoute('/contact', { strict });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/71-75 Shelton Street/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'support@acme-invest.example' })).toHaveAttribute('href', 'mailto:support@acme-invest.example');
  });
});
