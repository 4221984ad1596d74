/** The support phone number (SUPPORT_PHONE) as a link that dials it. */
export function SupportPhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>;
}
