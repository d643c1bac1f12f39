/**
 * Texts of the parameter editor on the studio page (admins and the studio's owners, product.md §10
 * "Editing a value"); loaded with the editor only.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const parameterEditorMessages = defineMessages({
  en: {
    edit: (p: { name: string }) => `Edit ${p.name}`,
    add: 'Add a value',
    addNamed: (p: { name: string }) => `Add a value: ${p.name}`,
    valueLabel: (p: { name: string; unit: string }) => (p.unit ? `${p.name} (${p.unit})` : p.name),
    numberHint: (p: { unit: string }) =>
      p.unit
        ? `A number in ${p.unit} (a decimal comma is fine), or empty to remove the value.`
        : 'A number (a decimal comma is fine), or empty to remove the value.',
    rangeHint: 'A range such as 1500–5000 is fine too.',
    textHint: 'Empty removes the value.',
    sourceLabel: 'Source link (optional)',
    sourceHint: 'A page that supports the value: it is listed under Sources and cited by the value.',
    invalidUrl: 'Enter a full link starting with http:// or https://.',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    saved: (p: { name: string }) => `${p.name} saved.`,
    removed: (p: { name: string }) => `${p.name} removed.`,
    failed: (p: { message: string }) => `Could not save: ${p.message}`,
    stale:
      'Someone else changed this studio meanwhile: the page shows it as it is now. Check and save again.',
    missingHeading: 'Parameters without a value',
    missingIntro: 'Only admins and this studio’s owners see this list.',
  },
  ru: {
    edit: (p: { name: string }) => `Изменить: ${p.name}`,
    add: 'Добавить значение',
    addNamed: (p: { name: string }) => `Добавить значение: ${p.name}`,
    valueLabel: (p: { name: string; unit: string }) => (p.unit ? `${p.name} (${p.unit})` : p.name),
    numberHint: (p: { unit: string }) =>
      p.unit
        ? `Число в ${p.unit} (можно с десятичной запятой) или пусто, чтобы убрать значение.`
        : 'Число (можно с десятичной запятой) или пусто, чтобы убрать значение.',
    rangeHint: 'Можно и диапазон, например 1500–5000.',
    textHint: 'Пустое поле убирает значение.',
    sourceLabel: 'Ссылка на источник (необязательно)',
    sourceHint: 'Страница, подтверждающая значение: она появится в источниках, значение сошлётся на неё.',
    invalidUrl: 'Введите полную ссылку, начинающуюся с http:// или https://.',
    save: 'Сохранить',
    saving: 'Сохранение...',
    cancel: 'Отмена',
    saved: (p: { name: string }) => `${p.name}: сохранено.`,
    removed: (p: { name: string }) => `${p.name}: значение убрано.`,
    failed: (p: { message: string }) => `Не удалось сохранить: ${p.message}`,
    stale:
      'Кто-то изменил эту студию за это время: страница показывает её текущее состояние. Проверьте и сохраните снова.',
    missingHeading: 'Параметры без значения',
    missingIntro: 'Этот список видят только администраторы и владельцы студии.',
  },
});
