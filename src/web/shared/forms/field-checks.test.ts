import { describe, expect, it } from 'vitest';
import { checkFields, checkFieldValue } from './field-checks';
import { publicFormMessages } from './public-form-messages';

const t = publicFormMessages.en;

describe('checkFieldValue', () => {
  it('requires a required field, blank or spaces alike, and lets an optional one be empty', () => {
    expect(checkFieldValue('  ', { kind: 'text', required: true, max: 10 }, t)).toBe(t.required);
    expect(checkFieldValue('', { kind: 'url', required: false }, t)).toBeNull();
  });

  it('counts the trimmed length against the maximum', () => {
    const rule = { kind: 'text', required: true, max: 5 } as const;
    expect(checkFieldValue('  12345  ', rule, t)).toBeNull();
    expect(checkFieldValue('123456', rule, t)).toBe('Use at most 5 characters.');
  });

  it('takes an email with a domain and refuses one without', () => {
    const rule = { kind: 'email', required: true } as const;
    expect(checkFieldValue('jane@studio.example', rule, t)).toBeNull();
    expect(checkFieldValue('jane@studio', rule, t)).toBe(t.invalidEmail);
    expect(checkFieldValue('jane studio.example', rule, t)).toBe(t.invalidEmail);
  });

  it('takes only absolute http(s) links', () => {
    const rule = { kind: 'url', required: true } as const;
    expect(checkFieldValue('https://studio.example/team', rule, t)).toBeNull();
    expect(checkFieldValue('studio.example/team', rule, t)).toBe(t.invalidUrl);
    expect(checkFieldValue('javascript:alert(1)', rule, t)).toBe(t.invalidUrl);
  });

  it('takes only one of the choices, by its value, and names the choices by their labels', () => {
    const choices = [
      { value: 'Available', label: 'Доступно' },
      { value: 'Limited', label: 'Ограниченно' },
    ];
    const rule = { kind: 'choice', required: true, choices } as const;
    expect(checkFieldValue('Available', rule, t)).toBeNull();
    expect(checkFieldValue('Доступно', rule, publicFormMessages.ru)).toBe(
      'Выберите одно из значений: Доступно, Ограниченно.',
    );
    expect(checkFieldValue('Maybe', rule, t)).toBe('Choose one of: Доступно, Ограниченно.');
    expect(checkFieldValue('', rule, t)).toBe(t.required);
  });
});

describe('checkFields', () => {
  it('names only the fields with a problem, in Russian too', () => {
    const problems = checkFields(
      { name: '', email: 'a@b.co' },
      { name: { kind: 'text', required: true, max: 10 }, email: { kind: 'email', required: true } },
      publicFormMessages.ru,
    );
    expect(problems).toEqual({ name: 'Это поле обязательно.' });
  });
});
