// Posts the signed gateway fields as a real browser form: the gateway's checkout page replaces this one.
import { useEffect, useRef } from 'react';
import type { PaymentInitiateResponse } from '@college/shared-types';

export function GatewayForm({ gateway }: { gateway: PaymentInitiateResponse }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [gateway]);
  return (
    <form ref={form} method="post" action={gateway.action} hidden data-testid="gateway-form">
      {Object.entries(gateway.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
