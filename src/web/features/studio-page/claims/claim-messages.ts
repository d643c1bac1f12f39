/**
 * Texts of the claim form ('Is this your studio?', product.md §14), English and Russian; loaded with
 * the form only, when a reader opens it.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const claimMessages = defineMessages({
  en: {
    title: (p: { name: string }) => `Claim ${p.name}`,
    intro:
      'Tell us who you are and where we can see that you work there. An admin checks the claim; once approved, you get a link by email to set a password and keep the listing up to date.',
    nameLabel: 'Your name',
    emailLabel: 'Work email',
    emailHint: "An address at the studio's own domain is quickest to check.",
    roleLabel: 'Your role at the studio',
    phoneLabel: 'Phone',
    evidenceLabel: 'A link that shows you work there',
    evidenceHint: "For example a page on the studio's website that names you.",
    messageLabel: 'Message',
    send: 'Send claim',
    sending: 'Sending...',
    close: 'Close',
    sentTitle: 'Claim received',
    sentText: (p: { email: string }) => `Thank you. An admin will check your claim and write to ${p.email}.`,
  },
  ru: {
    title: (p: { name: string }) => `Заявка на студию ${p.name}`,
    intro:
      'Расскажите, кто вы, и дайте ссылку, по которой видно, что вы работаете в студии. Администратор проверит заявку; после одобрения вы получите по почте ссылку, чтобы задать пароль и поддерживать данные в актуальном состоянии.',
    nameLabel: 'Ваше имя',
    emailLabel: 'Рабочая почта',
    emailHint: 'Быстрее всего проверить адрес на домене самой студии.',
    roleLabel: 'Ваша должность в студии',
    phoneLabel: 'Телефон',
    evidenceLabel: 'Ссылка, подтверждающая, что вы там работаете',
    evidenceHint: 'Например, страница на сайте студии, где названо ваше имя.',
    messageLabel: 'Сообщение',
    send: 'Отправить заявку',
    sending: 'Отправляем...',
    close: 'Закрыть',
    sentTitle: 'Заявка получена',
    sentText: (p: { email: string }) => `Спасибо. Администратор проверит заявку и напишет на ${p.email}.`,
  },
});
