import { createHash } from 'node:crypto';

/*
 * The card page's one script, served from this origin (`CARD_SCRIPT_ROUTE`) so the page's policy
 * allows no inline script. With the simulated provider it reads the test form, checks the number
 * (Luhn), works out the brand, the last 4 digits and the expiry, and sends ONLY those to the
 * provider's confirm route: the number never leaves the browser (its field has no `name`, so a
 * submit without the script cannot send it either). With Stripe, Stripe.js takes the card in its
 * own fields. Then the page's own route confirms the guarantee by the booking's token.
 *
 * Plain ES2017 in a string: no build step, nothing of the app's bundle.
 */
const source = String.raw`(function () {
  'use strict';
  function $(id) { return document.getElementById(id); }
  function text(key) {
    var holder = $('card-texts');
    return (holder && holder.getAttribute('data-' + key)) || '';
  }
  function showError(box, message) {
    box.textContent = message;
    box.hidden = !message;
  }
  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    }).then(function (reply) {
      return reply.json().catch(function () { return {}; }).then(function (json) {
        return { ok: reply.ok, json: json };
      });
    });
  }
  /* The provider's step answer: { status: 200, data: { status: 'succeeded' | ... } }. */
  function stepOf(reply) { return (reply.json && reply.json.data && reply.json.data.status) || ''; }
  function digitsOf(value) { return String(value || '').replace(/[\s-]/g, ''); }
  function luhn(number) {
    if (!/^\d{13,19}$/.test(number)) return false;
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    var two = Number(number.slice(0, 2));
    var four = Number(number.slice(0, 4));
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
    if (two === 34 || two === 37) return 'amex';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    if (/^(36|30[0-5])/.test(number)) return 'diners';
    if (four >= 3528 && four <= 3589) return 'jcb';
    if (/^62/.test(number)) return 'unionpay';
    return 'unknown';
  }
  function expiryOf(value) {
    var match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(value || ''));
    if (!match) return null;
    var month = Number(match[1]);
    var year = Number(match[2].length === 2 ? '20' + match[2] : match[2]);
    if (month < 1 || month > 12) return null;
    var now = new Date();
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return null;
    if (year > now.getFullYear() + 20) return null;
    return { month: month, year: year };
  }
  function markInvalid(input, bad) {
    if (!input) return;
    if (bad) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  var form = $('card-form');
  var pay = $('pay-step');
  var root = form || pay;
  if (!root) return;
  var token = root.getAttribute('data-token') || '';
  var lang = root.getAttribute('data-lang') || 'fr';
  var provider = root.getAttribute('data-provider') || 'simulated';
  var intent = root.getAttribute('data-intent') || '';
  var secret = root.getAttribute('data-secret') || '';
  var errorBox = $('card-error');
  var page = root.getAttribute('data-page') || '/booking/card';
  function done(msg) {
    window.location.assign(page + '?' + new URLSearchParams({ token: token, lang: lang, msg: msg }).toString());
  }

  /* The guarantee is recorded by the booking's token once the provider holds the card. */
  function confirmGuarantee() {
    return post('/booking/card/confirm', { token: token, lang: lang }).then(function (reply) {
      if (reply.json && reply.json.status === 200) return done('saved');
      var message = (reply.json && (lang === 'en' ? reply.json.message : reply.json.fr_message)) || text('failed');
      throw new Error(message);
    });
  }

  if (pay) {
    var approvePay = $('pay-approve');
    var denyPay = $('pay-deny');
    var answerPay = function (approve) {
      showError(errorBox, '');
      approvePay.disabled = true;
      denyPay.disabled = true;
      var step = provider === 'stripe'
        ? window.Stripe(root.getAttribute('data-key')).confirmCardPayment(secret).then(function (result) {
            return result.error ? 'requires_payment_method' : result.paymentIntent.status;
          })
        : post('/api/v1/payments/simulated/payment-intents/' + encodeURIComponent(intent) + '/authenticate', {
            client_secret: secret,
            approve: approve,
          }).then(stepOf);
      step.then(function (status) {
        if (status === 'succeeded') return done('paid');
        showError(errorBox, text('pay-denied'));
        approvePay.disabled = false;
        denyPay.disabled = false;
      }, function () {
        showError(errorBox, text('failed'));
        approvePay.disabled = false;
        denyPay.disabled = false;
      });
    };
    if (provider !== 'stripe') denyPay.addEventListener('click', function () { answerPay(false); });
    else denyPay.hidden = true;
    approvePay.addEventListener('click', function () { answerPay(true); });
    return;
  }

  var submit = $('card-submit');
  var auth = $('card-auth');
  var busy = function (on) {
    submit.disabled = on;
    submit.textContent = on ? text('saving') : text('save');
  };
  var failed = function (problem) {
    busy(false);
    showError(errorBox, (problem && problem.message) || text('failed'));
    errorBox.focus();
  };

  if (provider === 'stripe') {
    var stripe = window.Stripe(root.getAttribute('data-key'));
    var elements = stripe.elements({ clientSecret: secret, locale: lang });
    var card = elements.create('card', { hidePostalCode: true });
    card.mount('#stripe-card');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      showError(errorBox, '');
      busy(true);
      stripe.confirmCardSetup(secret, { payment_method: { card: card } }).then(function (result) {
        if (result.error) throw new Error(result.error.message || text('declined'));
        if (result.setupIntent.status !== 'succeeded') throw new Error(text('declined'));
        return confirmGuarantee();
      }).catch(failed);
    });
    return;
  }

  var numberInput = $('card-number');
  var expiryInput = $('card-expiry');
  var cvcInput = $('card-cvc');
  var confirmUrl = '/api/v1/payments/simulated/setup-intents/' + encodeURIComponent(intent);

  /* The provider's answer: saved, asks for the bank's authentication, or declined. */
  function afterProvider(status) {
    if (status === 'succeeded') return confirmGuarantee();
    if (status === 'requires_action') {
      busy(false);
      form.hidden = true;
      auth.hidden = false;
      $('auth-approve').focus();
      return undefined;
    }
    throw new Error(text('declined'));
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    showError(errorBox, '');
    var number = digitsOf(numberInput.value);
    var expiry = expiryOf(expiryInput.value);
    var cvc = String(cvcInput.value || '').trim();
    var problem = !luhn(number) ? 'number' : !expiry ? 'expiry' : !/^\d{3,4}$/.test(cvc) ? 'cvc' : '';
    var brand = problem ? '' : brandOf(number);
    if (!problem && brand !== 'visa' && brand !== 'mastercard') problem = 'brand';
    markInvalid(numberInput, problem === 'number' || problem === 'brand');
    markInvalid(expiryInput, problem === 'expiry');
    markInvalid(cvcInput, problem === 'cvc');
    if (problem) {
      showError(errorBox, text(problem));
      (problem === 'expiry' ? expiryInput : problem === 'cvc' ? cvcInput : numberInput).focus();
      return;
    }
    busy(true);
    // Only the brand, the last 4 digits and the expiry leave the page; the number and the CVC stay here.
    var card = { client_secret: secret, brand: brand, last4: number.slice(-4), exp_month: expiry.month, exp_year: expiry.year };
    number = '';
    post(confirmUrl + '/confirm', card)
      .then(function (reply) { return afterProvider(stepOf(reply)); })
      .catch(failed);
  });

  function answerAuth(approve) {
    showError(errorBox, '');
    post(confirmUrl + '/authenticate', { client_secret: secret, approve: approve })
      .then(function (reply) {
        if (stepOf(reply) === 'succeeded') return confirmGuarantee();
        auth.hidden = true;
        form.hidden = false;
        throw new Error(text('auth-denied'));
      })
      .catch(failed);
  }
  $('auth-approve').addEventListener('click', function () { answerAuth(true); });
  $('auth-deny').addEventListener('click', function () { answerAuth(false); });
})();
`;

export const CARD_FORM_SCRIPT = source;
/** Its content's hash, in its address: a new release is a new file, so it may be cached for good. */
export const CARD_FORM_SCRIPT_VERSION = createHash('sha256').update(source).digest('hex').slice(0, 12);
