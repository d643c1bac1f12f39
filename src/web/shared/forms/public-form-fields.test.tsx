import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicFormFields } from './public-form-fields';

const rules = {
  name: { kind: 'text', required: true, max: 200 },
  phone: { kind: 'text', required: false, max: 50 },
} as const;

function fields(errors: Record<string, string | undefined> = {}, optionalLabel = '(optional)') {
  return publicFormFields<'name' | 'phone'>({
    idPrefix: 'f',
    values: { name: 'Anna', phone: '' },
    set: () => () => {},
    errors,
    rules,
    optionalLabel,
  });
}

describe('publicFormFields', () => {
  it('binds a field to its value and marks a required one as required, without the optional mark', () => {
    const html = renderToStaticMarkup(fields()('name', 'Your name', { autoComplete: 'name' }));
    expect(html).toContain('<label for="f-name" class="text-sm font-medium">Your name</label>');
    expect(html).toContain('value="Anna"');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('autoComplete="name"');
  });

  it("gives a field its rule does not require the catalog's optional mark, in the reader's language", () => {
    const html = renderToStaticMarkup(fields({}, '(необязательно)')('phone', 'Телефон', { type: 'tel' }));
    expect(html).toContain('(необязательно)');
    expect(html).not.toContain('aria-required');
    expect(html).toContain('type="tel"');
  });

  it("shows the field's problem, tied to it and marking it invalid", () => {
    const html = renderToStaticMarkup(fields({ name: 'Обязательное поле.' })('name', 'Имя'));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-name-error"');
    expect(html).toContain('<p id="f-name-error" class="text-sm text-bad">Обязательное поле.</p>');
  });
});
