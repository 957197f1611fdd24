import type { Checkout } from './card-provider.store.ts';

const optionNames: Record<string, string> = { card: 'Card', mobilemoney: 'Mobile money', ussd: 'USSD' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
ul{padding-left:1.2rem}form{display:grid;gap:.6rem;margin-top:1rem}
button{font:inherit;padding:.8rem;border-radius:8px;border:1px solid #1b1f24;background:#fff;cursor:pointer}
button[value=successful]{background:#0a7d32;color:#fff;border-color:#0a7d32}`;

function naira(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The hosted checkout: the amount, who pays, the options offered, and the four ways it can end. */
export function checkoutPage(checkout: Checkout): string {
  const options = checkout.payment_options.map(
    (option) => `<li>${escapeHtml(optionNames[option] ?? option)}</li>`,
  );
  return page(
    checkout.title,
    `<h1>${escapeHtml(checkout.title)}</h1>
<p class="amount">₦${escapeHtml(naira(checkout.amount))} <small>${escapeHtml(checkout.currency)}</small></p>
<p>${escapeHtml(checkout.customer.email)}</p>
<p>Pay with:</p><ul>${options.join('')}</ul>
<form method="post" action="/checkout/${escapeHtml(checkout.token)}">
<button name="outcome" value="successful">Pay now</button>
<button name="outcome" value="declined">Decline</button>
<button name="outcome" value="insufficient_funds">Insufficient funds</button>
<button name="outcome" value="cancelled">Cancel payment</button>
</form>`,
  );
}

export function messagePage(message: string): string {
  return page(message, `<h1>${escapeHtml(message)}</h1>`);
}
