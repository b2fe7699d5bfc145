import type { Locale } from '@portal/contract';

export interface MessageContent {
  subject: string;
  text: string;
}

/*
 * The code messages are also sent by SMS: they stay under 160 characters of the GSM 7-bit
 * alphabet (é, è and à are in it; ê, ô and œ are not) so that each one fits a single SMS.
 */

export function verificationCodeMessage(code: string, lang: Locale, minutes: number): MessageContent {
  return lang === 'fr'
    ? {
        subject: 'Espace partenaires : votre code de vérification',
        text: `Espace partenaires : votre code de vérification est ${code}. Il est valable ${minutesText(minutes)}. Ne le communiquez jamais à personne.`,
      }
    : {
        subject: 'Partner portal: your verification code',
        text: `Partner portal: your verification code is ${code}. It is valid for ${minutesText(minutes)}. Never share it with anyone.`,
      };
}

export function passwordResetCodeMessage(code: string, lang: Locale, minutes: number): MessageContent {
  return lang === 'fr'
    ? {
        subject: 'Espace partenaires : réinitialisation de votre mot de passe',
        text: `Espace partenaires : votre code pour réinitialiser votre mot de passe est ${code}. Il est valable ${minutesText(minutes)}. Ne le communiquez jamais à personne.`,
      }
    : {
        subject: 'Partner portal: reset your password',
        text: `Partner portal: your password reset code is ${code}. It is valid for ${minutesText(minutes)}. Never share it with anyone.`,
      };
}

/**
 * A code a guest gets in a restaurant's name (its booking page): the restaurant's name first, as
 * the guest knows the restaurant, not the platform.
 */
export function guestCodeMessage(code: string, lang: Locale, minutes: number, restaurant: string): MessageContent {
  const name = restaurant.trim();
  return lang === 'fr'
    ? {
        subject: `${name} : votre code`,
        text: `${name} : votre code est ${code}. Il est valable ${minutesText(minutes)}. Ne le communiquez jamais à personne.`,
      }
    : {
        subject: `${name}: your code`,
        text: `${name}: your code is ${code}. It is valid for ${minutesText(minutes)}. Never share it with anyone.`,
      };
}

/**
 * A restaurant invites someone to its team: who invites, the code, and the page to accept on.
 * The restaurant's name comes first so the text is not taken for the platform's own.
 */
export function teamInvitationMessage(
  code: string,
  lang: Locale,
  invitation: { restaurant: string; link: string; hours: number },
): MessageContent {
  const restaurant = invitation.restaurant.trim();
  return lang === 'fr'
    ? {
        subject: `${restaurant} vous invite dans son équipe`,
        text: `${restaurant} vous invite dans son équipe sur l'Espace partenaires. Votre code : ${code}, valable ${hoursText(invitation.hours, 'fr')}. Acceptez sur ${invitation.link}`,
      }
    : {
        subject: `${restaurant} invites you to its team`,
        text: `${restaurant} invites you to its team on the Partner portal. Your code: ${code}, valid for ${hoursText(invitation.hours, 'en')}. Accept at ${invitation.link}`,
      };
}

export function accountApprovedMessage(name: string, lang: Locale): MessageContent {
  return lang === 'fr'
    ? {
        subject: 'Espace partenaires : votre compte est validé',
        text: [
          greetingFr(name),
          '',
          "Bonne nouvelle : votre compte sur l'Espace partenaires a été validé. Vous pouvez dès maintenant vous connecter.",
          '',
          "L'équipe de l'Espace partenaires",
        ].join('\n'),
      }
    : {
        subject: 'Partner portal: your account has been approved',
        text: [
          greetingEn(name),
          '',
          'Good news: your Partner portal account has been approved. You can sign in right away.',
          '',
          'The Partner portal team',
        ].join('\n'),
      };
}

export function accountRejectedMessage(name: string, lang: Locale, reason: string): MessageContent {
  return lang === 'fr'
    ? {
        subject: "Espace partenaires : votre demande d'inscription",
        text: [
          greetingFr(name),
          '',
          "Nous avons étudié votre demande d'inscription à l'Espace partenaires et ne pouvons malheureusement pas y donner suite.",
          `Motif : ${reason}`,
          "N'hésitez pas à nous contacter pour en savoir plus.",
          '',
          "L'équipe de l'Espace partenaires",
        ].join('\n'),
      }
    : {
        subject: 'Partner portal: your registration request',
        text: [
          greetingEn(name),
          '',
          'We have reviewed your registration request for the Partner portal and unfortunately cannot approve it.',
          `Reason: ${reason}`,
          'Feel free to contact us to find out more.',
          '',
          'The Partner portal team',
        ].join('\n'),
      };
}

export function accountSuspendedMessage(name: string, lang: Locale, reason: string): MessageContent {
  return lang === 'fr'
    ? {
        subject: 'Espace partenaires : votre compte est suspendu',
        text: [
          greetingFr(name),
          '',
          "Votre compte sur l'Espace partenaires est suspendu : votre établissement ne reçoit plus de commandes et vous ne pouvez plus vous connecter.",
          `Motif : ${reason}`,
          'Contactez-nous pour en discuter ou contester cette décision.',
          '',
          "L'équipe de l'Espace partenaires",
        ].join('\n'),
      }
    : {
        subject: 'Partner portal: your account is suspended',
        text: [
          greetingEn(name),
          '',
          'Your Partner portal account is suspended: your restaurant no longer receives orders and you cannot sign in.',
          `Reason: ${reason}`,
          'Contact us to discuss or contest this decision.',
          '',
          'The Partner portal team',
        ].join('\n'),
      };
}

/** Spelled the same in both languages. */
function hoursText(hours: number, lang: Locale): string {
  if (hours === 1) return lang === 'fr' ? '1 heure' : '1 hour';
  return lang === 'fr' ? `${hours} heures` : `${hours} hours`;
}

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function greetingFr(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Bonjour ${trimmed},` : 'Bonjour,';
}

function greetingEn(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}
