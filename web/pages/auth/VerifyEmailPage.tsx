import { useSearchParams } from "react-router";
import { TokenVerification } from "./TokenVerification.tsx";
import { VerifyEmailPrompt } from "./VerifyEmailPrompt.tsx";

/**
 * `/verify-email`: with a token (from an e-mail) it verifies the address, or confirms a new one
 * (`&change=email`); without one it is the "check your inbox" screen with the resend button.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (token) {
    return <TokenVerification token={token} emailChange={params.get("change") === "email"} />;
  }
  return <VerifyEmailPrompt />;
}
