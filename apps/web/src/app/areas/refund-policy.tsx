import { Link } from 'react-router';
import { ReceiptIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import { useSite } from '../../lib/site';

/** `/refund-policy`: what the shop and the donations actually do about refunds. */
export function RefundPolicyPage() {
  const { siteName } = useSite();
  const sections: { title: string; body: string[] }[] = [
    {
      title: 'Books and courses you buy',
      body: [
        'If something you bought is not what you expected, write to us within 30 days of your order and we will refund it in full.',
        'A refund goes back to the way you paid (your card, PayPal or PhonePe), for the whole order. Digital books and courses leave your account when the order is refunded; a printed book that has not been posted yet is not sent.',
        'Refunds usually show on your statement within 5 to 10 working days, depending on your bank.',
      ],
    },
    {
      title: 'Donations',
      body: [
        'Donations go to the charity or project you chose. If you gave by mistake (the wrong amount, or twice), write to us within 30 days and we will refund the gift in full; it then no longer counts towards what the cause has raised.',
      ],
    },
    {
      title: 'How to ask',
      body: [
        `Reply to your confirmation email, or contact ${siteName} with your order number (it looks like 8FK2QW7M3B and is on your receipt and on the order’s page). We tell you by email when the refund is made.`,
        'Payments that did not go through, or that you cancelled, were never taken: there is nothing to refund.',
      ],
    },
  ];
  return (
    <div data-testid="refund-policy">
      <PageHero id="refund-title" size="sm" icon={<ReceiptIcon size={16} />} tagline="Shop and donations" title="Refund policy" description="When and how you get your money back." />
      <div className="container-page flex max-w-3xl flex-col gap-8 py-10">
        {sections.map((s) => (
          <section key={s.title} aria-labelledby={`refund-${s.title}`}>
            <h2 id={`refund-${s.title}`} className="text-xl font-bold text-ink">
              {s.title}
            </h2>
            {s.body.map((p) => (
              <p key={p.slice(0, 30)} className="mt-3 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
          </section>
        ))}
        <p className="text-sm text-ink-muted">
          Your orders and donations, with their receipts, are on <Link to="/dashboard" className="font-semibold text-primary underline-offset-2 hover:underline">your dashboard</Link> when you are logged in.
        </p>
      </div>
    </div>
  );
}
