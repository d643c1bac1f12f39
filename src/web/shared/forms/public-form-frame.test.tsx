import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicFormFrame, type PublicFormState } from './public-form-frame';

function state(overrides: Partial<PublicFormState> = {}): PublicFormState {
  return {
    formRef: { current: null },
    onSubmit: () => {},
    pending: false,
    honeypot: '',
    setHoneypot: () => {},
    formError: null,
    ...overrides,
  };
}

function render(form: PublicFormState, labels = { send: 'Send claim', sending: 'Sending...' }) {
  return renderToStaticMarkup(
    <PublicFormFrame form={form} sendLabel={labels.send} sendingLabel={labels.sending}>
      <p>fields</p>
    </PublicFormFrame>,
  );
}

describe('PublicFormFrame', () => {
  it("leaves the checks to the form's own and puts the controls before the honeypot and the button", () => {
    const html = render(state());
    expect(html).toMatch(/^<form noValidate="" class="relative flex flex-col gap-4" aria-busy="false">/);
    expect(html.indexOf('<p>fields</p>')).toBeLessThan(html.indexOf('name="website"'));
    expect(html.indexOf('name="website"')).toBeLessThan(html.indexOf('<button'));
    expect(html).toMatch(
      /<div aria-hidden="true"[^>]*><label>Website<input [^>]*tabindex="-1"[^>]*name="website"/,
    );
    expect(html).not.toContain('role="alert"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send claim<\/button>/);
    expect(html).not.toContain('aria-disabled="true"');
  });

  it('while sending, is busy and its button says so but stays focusable', () => {
    const html = render(state({ pending: true }), { send: 'Отправить', sending: 'Отправка...' });
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Отправка...<\/button>/);
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
  });

  it("says the form's error as an alert above the button", () => {
    const html = render(state({ formError: 'Слишком много форм; попробуйте позже.' }));
    expect(html).toMatch(/<p role="alert"[^>]*>Слишком много форм; попробуйте позже.<\/p>/);
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf('<button'));
  });
});
