"use client";

import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/money";
import { IndicativeMoney } from "@/components/currency/indicative-money";
import { coins, demoRateText, coinAmount, type Coin } from "@/lib/payments/crypto";
import { CHARGE_WINDOW_SECONDS, describeCountdown, formatCountdown, type Charge } from "@/lib/payments/crypto-machine";
import { CopyButton } from "./copy-button";
import { ClockIcon } from "@/components/ui/icons/clock";
import { SpinnerIcon } from "@/components/ui/icons/spinner";
import { QrCode } from "./qr-code";

/* The steps of the crypto dialog. Each step's heading takes focus when the step appears. */

type HeadingRef = { headingRef: Ref<HTMLHeadingElement> };

function StepHeading({ headingRef, children }: HeadingRef & { children: React.ReactNode }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="font-sans text-base font-semibold tracking-normal outline-hidden">
      {children}
    </h3>
  );
}

export function ChargePanel({
  coin,
  amountCents,
  headingRef,
  onCreate,
}: HeadingRef & { coin: Coin; amountCents: number; onCreate: () => void }) {
  const { symbol } = coins[coin];
  return (
    <section className="space-y-4" aria-label="Create a charge">
      <StepHeading headingRef={headingRef}>Create a payment charge</StepHeading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-border bg-muted/50 p-4 text-sm">
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="tabular">{formatMoney(amountCents)}</dd>
        <dt className="text-muted-foreground">Rate</dt>
        <dd className="tabular">{demoRateText(coin)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd className="tabular font-semibold">
          {coinAmount(amountCents, coin)} {symbol}
        </dd>
      </dl>
      <IndicativeMoney amount={amountCents} className="text-sm text-muted-foreground" />
      <p className="text-sm leading-relaxed text-muted-foreground">
        A charge holds this amount for one hour ({formatCountdown(CHARGE_WINDOW_SECONDS)}). You then see the address and a QR code to pay
        from your wallet.
      </p>
      <Button type="button" size="lg" className="w-full" onClick={onCreate}>
        Create Payment Charge
      </Button>
    </section>
  );
}

export function ExpiredPanel({ code, headingRef, onCreate }: HeadingRef & { code: string; onCreate: () => void }) {
  return (
    <section className="space-y-4" aria-label="Charge expired">
      <StepHeading headingRef={headingRef}>This charge has expired</StepHeading>
      <p className="text-sm leading-relaxed">
        Charge <span className="tabular font-medium">{code}</span> reached 0:00 before a payment was sent, so its amount is no longer held.
        Create a new charge to start another hour.
      </p>
      <Button type="button" size="lg" className="w-full" onClick={onCreate}>
        Create Payment Charge
      </Button>
    </section>
  );
}

type PaymentPanelProps = HeadingRef & { charge: Charge; secondsLeft: number; saveError: string | null; onSent: () => void };

export function PaymentPanel({ charge, secondsLeft, saveError, headingRef, onSent }: PaymentPanelProps) {
  const { name, symbol } = coins[charge.coin];
  return (
    <section className="space-y-4" aria-label="Send the payment">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StepHeading headingRef={headingRef}>
          Send {charge.coinAmount} {symbol}
        </StepHeading>
        <p className="flex items-center gap-2 text-sm">
          <ClockIcon className="text-gold-ink" />
          <span className="text-muted-foreground">Expires in</span>
          <span
            role="timer"
            aria-label={describeCountdown(secondsLeft)}
            className="tabular min-w-[3.5em] font-semibold"
            data-testid="countdown"
          >
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        Charge <span className="tabular font-medium text-foreground">{charge.code}</span>
      </p>
      <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
        <figure className="mx-auto space-y-2 sm:mx-0">
          <QrCode value={charge.uri} label={`QR code of the demonstration ${name} payment request`} />
          <figcaption className="max-w-44 text-center text-xs text-muted-foreground">Demonstration QR code: do not pay it</figcaption>
        </figure>
        <dl className="min-w-0 space-y-4 text-sm">
          <CopyRow label={`Amount (${symbol})`} value={charge.coinAmount} what="amount" />
          <CopyRow
            label={`Demo ${name} address`}
            value={charge.address}
            what="address"
            note={`A demonstration address, not a real ${name} address: no wallet can send to it.`}
          />
        </dl>
      </div>
      {saveError ? (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
          {saveError}
        </p>
      ) : null}
      <Button type="button" size="lg" className="w-full" onClick={onSent}>
        I&apos;ve Sent Payment
      </Button>
    </section>
  );
}

function CopyRow({ label, value, what, note }: { label: string; value: string; what: string; note?: string }) {
  return (
    <div className="space-y-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2">
        <span className="tabular min-w-0 flex-1 rounded-md border border-border bg-card px-3 py-2.5 font-mono text-[0.8125rem] break-all select-all">
          {value}
        </span>
        <CopyButton value={value} what={what} />
      </dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

export function ConfirmingPanel({ headingRef }: HeadingRef) {
  return (
    <section className="space-y-3 rounded-md border border-border bg-muted/50 p-4" aria-label="Confirming">
      <div className="flex items-center gap-3">
        <SpinnerIcon className="size-5 text-gold-ink" />
        <StepHeading headingRef={headingRef}>Confirming the payment…</StepHeading>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">
        On the blockchain, a payment usually takes 5 to 15 minutes to be confirmed. In this demonstration it takes about 3 seconds, and
        nothing is checked.
      </p>
    </section>
  );
}
