// /student/payment and /student/admission/payment: the fee, the payer's details and Pay Now (SPEC §2, §5, §7).
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, Navigate } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  canOpenAdmissionPayment,
  colors,
  feeState,
  paidTransaction,
  findCourse,
  normalisePhone,
  paymentFee,
  paymentInitiateSchema,
  validatePayload,
  type PaymentInitiateResponse,
  type PaymentPurpose,
  type Student,
} from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { Alert, Button, buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { TextField } from '@college/web-kit/ui';
import { PageSpinner } from '@college/web-kit/ui';
import { ModuleLink, isNoAnswer, useApi, useErrorText, type ApiRequestError } from '@college/web-kit';
import { usePageTitle } from '../../lib/use-page-title';
import { useStudent } from '../../lib/use-student';
import { useToast } from '@college/web-kit/ui';
import { initiatePayment } from './api/initiate-payment';
import { GatewayForm } from './gateway-form';

const Fee = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  background: var(--color-primary-tint);
  border-radius: 8px;
  padding: 12px 16px;
  margin-bottom: 20px;
  span {
    color: ${colors.muted};
  }
  strong {
    font-size: 28px;
    color: ${colors.primaryDark};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  > * {
    flex: 1 1 140px;
  }
`;

const CancelLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const PrintLink = styled(ModuleLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Secure = styled.p`
  font-size: 14px;
  color: ${colors.muted};
  margin: 16px 0 0;
`;

const NOT_STARTED = { en: 'The payment could not be started', hi: 'भुगतान शुरू नहीं हो सका' };

/** Wire names of the initiate call → the form's own names. */
const FIELD_OF: Record<string, string> = { firstname: 'name', phone: 'phone' };

export function PaymentFormPage({ purpose }: { purpose: PaymentPurpose }) {
  const { lang } = useErrorText();
  usePageTitle(lang === 'hi' ? 'शुल्क भुगतान' : 'Payment Form');
  const { student, loading } = useStudent();
  if (loading) return <PageSpinner label="Loading..." />;
  if (!student) return <Navigate to="/student/dashboard" replace />;
  if (purpose === 'admission' && !canOpenAdmissionPayment(student.status)) {
    return <Navigate to="/student/dashboard" replace />;
  }
  // A fee already paid is never offered again: the page says so and gives its receipt.
  const paid =
    purpose === 'admission'
      ? student.is_admission_fee_payed || feeState(student.transactions, 'admission') === 'paid'
      : feeState(student.transactions, 'registration') === 'paid';
  if (paid) return <FeePaid purpose={purpose} student={student} />;
  return <PaymentForm purpose={purpose} student={student} />;
}

/** The fee is paid: what was paid, and its receipt (and, for the admission fee, the fee slip) to print. */
function FeePaid({ purpose, student }: { purpose: PaymentPurpose; student: Student }) {
  const { lang } = useErrorText();
  const t = (label: { en: string; hi: string }) => label[lang];
  const payment = paidTransaction(student.transactions, purpose);
  const code = purpose === 'admission' ? (student.admission_form_code ?? null) : null;
  return (
    <AuthLayout title="Payment Form" hindi="शुल्क भुगतान" wide>
      <Alert
        tone="success"
        id="fee-paid"
        title={
          purpose === 'registration'
            ? t({ en: 'Your registration fee is paid.', hi: 'आपका पंजीकरण शुल्क जमा हो चुका है।' })
            : t({ en: 'Your admission fee is paid.', hi: 'आपका प्रवेश शुल्क जमा हो चुका है।' })
        }
      >
        <p lang={lang}>
          {payment ? `₹${payment.amount} · ${t({ en: 'Transaction', hi: 'लेन-देन' })} ${payment.txnid}. ` : ''}
          {t({ en: 'Nothing more is to be paid for it.', hi: 'इसके लिए अब कुछ और नहीं देना है।' })}
        </p>
      </Alert>
      <Actions lang={lang}>
        {payment && (
          <PrintLink $variant="success" href={`/chalan-receipt/print/${encodeURIComponent(payment.txnid)}`}>
            {t({ en: 'Print receipt', hi: 'रसीद प्रिंट करें' })}
          </PrintLink>
        )}
        {code && (
          <PrintLink $variant="secondary" href={`/admission/payment/print/${encodeURIComponent(code)}`}>
            {t({ en: 'Print fee slip', hi: 'शुल्क पर्ची प्रिंट करें' })}
          </PrintLink>
        )}
        <CancelLink to="/student/dashboard" $variant="secondary">
          {t({ en: 'Back to dashboard', hi: 'डैशबोर्ड पर वापस जाएँ' })}
        </CancelLink>
      </Actions>
    </AuthLayout>
  );
}

/** The form itself, made once the student is known so that it starts with their details. */
function PaymentForm({ purpose, student }: { purpose: PaymentPurpose; student: Student }) {
  const { errorText, ruleErrors, lang } = useErrorText();
  const t = (label: { en: string; hi: string }) => label[lang];
  const api = useApi();
  const toast = useToast();
  const [gateway, setGateway] = useState<PaymentInitiateResponse | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  useEffect(() => {
    // Coming back from the gateway with the Back button restores this page as it was: let Pay Now work again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setGateway(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const formik = useFormik({
    initialValues: { name: student.name, email: student.email, phone: normalisePhone(student.phone_number ?? '') },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const checked = validatePayload(paymentInitiateSchema, { purpose, firstname: values.name, phone: values.phone });
      if (!checked.ok) {
        setErrors(byField(checked.errors));
        return;
      }
      setErrors({});
      try {
        const body = await initiatePayment(api, { ...checked.value, purpose });
        if (!body.action || !body.fields) {
          toast.show({ kind: 'error', title: t(NOT_STARTED) });
          return;
        }
        // Rendering the form posts it; the button stays busy until the gateway page arrives.
        setGateway({ action: body.action, fields: body.fields });
      } catch (error) {
        if (isNoAnswer(error)) {
          console.error(error);
          toast.show({
            kind: 'error',
            title: t({ en: 'Server Busy', hi: 'सर्वर व्यस्त है' }),
            text: t({ en: 'Please try again in a few minutes.', hi: 'कृपया कुछ मिनट बाद फिर प्रयास करें।' }),
          });
          return;
        }
        setErrors(byField((error as ApiRequestError).errors));
        toast.show({ kind: 'error', title: errorText(error, NOT_STARTED) });
      }
    },
  });

  const fee = paymentFee(purpose, student);
  const course = findCourse(student.course_name);
  const what =
    purpose === 'registration'
      ? t({ en: 'Registration Fee (Chalan)', hi: 'पंजीकरण शुल्क (चालान)' })
      : `${t({ en: 'Admission Fee', hi: 'प्रवेश शुल्क' })}${course ? ` · ${lang === 'hi' ? course.second_name : course.name}` : ''}`;
  const shown = ruleErrors(errors);

  return (
    <AuthLayout title="Payment Form" hindi="शुल्क भुगतान" wide>
      <Fee>
        <span>{what}</span>
        <strong data-testid="fee-to-pay">₹{fee}</strong>
      </Fee>
      <form noValidate onSubmit={formik.handleSubmit} lang={lang}>
        <TextField
          label={t({ en: 'Full Name', hi: 'पूरा नाम' })}
          name="name"
          autoComplete="name"
          required
          value={formik.values.name}
          onChange={formik.handleChange}
          error={shown.name}
        />
        <TextField
          label={t({ en: 'Email Address', hi: 'ईमेल पता' })}
          name="email"
          type="email"
          readOnly
          required
          value={formik.values.email}
          hint={t({ en: 'The receipt is mailed to this address.', hi: 'रसीद इसी पते पर ईमेल की जाएगी।' })}
        />
        <TextField
          label={t({ en: 'Phone Number', hi: 'फ़ोन नंबर' })}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          hint={t({ en: '10 digits, without +91', hi: '10 अंक, +91 के बिना' })}
          value={formik.values.phone}
          onChange={(e) => formik.setFieldValue('phone', normalisePhone(e.target.value))}
          error={shown.phone}
        />
        <Actions>
          <CancelLink to="/student/dashboard" $variant="secondary">
            {t({ en: 'Cancel', hi: 'रद्द करें' })}
          </CancelLink>
          <Button type="submit" variant="success" pending={formik.isSubmitting || !!gateway}>
            {formik.isSubmitting || gateway
              ? t({ en: 'Please wait...', hi: 'कृपया प्रतीक्षा करें...' })
              : t({ en: 'Pay Now', hi: 'अभी भुगतान करें' })}
          </Button>
        </Actions>
      </form>
      <Secure lang={lang}>
        {t({
          en: "You will pay on the bank's secure page by card or net banking.",
          hi: 'आप बैंक के सुरक्षित पृष्ठ पर कार्ड या नेट बैंकिंग से भुगतान करेंगे।',
        })}
      </Secure>
      {gateway && <GatewayForm gateway={gateway} />}
    </AuthLayout>
  );
}

function byField(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    const field = FIELD_OF[key] ?? key;
    out[field] = [...(out[field] ?? []), ...list];
  }
  return out;
}
