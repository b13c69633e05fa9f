import { Badge, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useAccount } from "../../account/account-query.ts";
import { useT } from "../../app-context.tsx";
import { UserAvatar } from "../../components/UserAvatar.tsx";
import classes from "./AccountPage.module.css";
import { AvatarUpload } from "./AvatarUpload.tsx";
import { DevicesSection } from "./DevicesSection.tsx";
import { EmailSection } from "./EmailSection.tsx";
import { OrdersSection } from "./OrdersSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { ProfileSection } from "./ProfileSection.tsx";

/**
 * Account settings (docs/product/screens-and-routes.md): profile (name, title, phone, introduction), e-mail,
 * password, the order history and the signed-in devices. Changing the e-mail or the password signs the user out; each form says so first.
 */
export default function AccountPage() {
  const t = useT();
  const account = useAccount();
  // The frame only shows this route to a signed-in user; after signing out it moves away.
  if (!account) return null;
  const { user } = account;
  const name = user.full_name || user.email;
  return (
    <Container size={960} className={classes.page}>
      <Title order={1} className={classes.title}>
        {t("nav.account")}
      </Title>
      <div className={classes.grid}>
        <Paper withBorder radius="lg" p="lg" className={classes.summary}>
          <Stack align="center" gap={6} ta="center">
            <UserAvatar name={name} image={account.avatarImage} size={96} />
            <AvatarUpload />
            <Text fw={700} size="lg" mt="xs" data-testid="account-name">
              {name}
            </Text>
            {user.title && (
              <Text size="sm" c="dimmed">
                {user.title}
              </Text>
            )}
            <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
              {user.email}
            </Text>
            <Badge variant="light" mt="xs">
              {t(`enums.role.${user.role}`)}
            </Badge>
            {user.status === "PENDING" && (
              <Badge variant="light" color="orange">
                {t("enums.userStatus.PENDING")}
              </Badge>
            )}
          </Stack>
        </Paper>
        <Stack gap="lg" className={classes.forms}>
          <ProfileSection account={account} />
          <EmailSection email={user.email} />
          <PasswordSection />
          <OrdersSection />
          <DevicesSection />
        </Stack>
      </div>
    </Container>
  );
}
