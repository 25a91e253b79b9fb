import { company } from './company';

/** Copy of the contact page (specification sections 2, 5, 7 and 8). */
export const contactContent = {
  title: 'Contact',
  intro:
    'Questions about a plan, a deposit or your account? Send us a message and our investor support team will reply by e-mail, usually within one working day.',
  form: {
    heading: 'Send us a message',
    nameLabel: 'Full name',
    emailLabel: 'Email address',
    messageLabel: 'Message',
    messageHint: 'Please do not include passwords, one-time codes or full card numbers.',
    submit: 'Send message',
    submitting: 'Sending…',
    invalid: 'Please fill in all fields correctly.',
    success: 'Message submitted successfully!',
    fallbackError: 'Failed to submit your message. Please try again.',
  },
  details: {
    heading: 'Other ways to reach us',
    officeHeading: 'Registered office',
    addressLines: company.address.lines,
    emailHeading: 'Investor support',
    supportEmail: company.supportEmail,
    hoursHeading: 'Support hours',
    hours: 'Monday to Friday, 9:00–17:30 (UK time), excluding bank holidays.',
    companyLine: `${company.registeredName} · Company number ${company.companyNumber} · Registered in ${company.jurisdiction}`,
  },
} as const;
