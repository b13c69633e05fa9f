import { Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { buildPath, canAccess, ROUTE_BY_KEY } from "../../shared/routes.ts";
import { useSignOut } from "../account/sign-out.ts";
import { useT } from "../app-context.tsx";
import type { AccountInfo } from "../app-data.ts";
import {
  BellIcon,
  ChevronDownIcon,
  SettingsIcon,
  SignOutIcon,
  UserIcon,
} from "../components/icons/pages.tsx";
import { BookIcon, GridIcon } from "../components/icons/screens.tsx";
import { UserAvatar } from "../components/UserAvatar.tsx";
import classes from "./TopBar.module.css";

/**
 * The signed-in user's menu (docs/product/screens-and-routes.md): name and e-mail, Dashboard when the policy module
 * allows it, My courses when the route table does, public profile, account settings, sign out.
 */
export default function ProfileMenu({ account }: { account: AccountInfo }) {
  const t = useT();
  const signOut = useSignOut();
  const { user } = account;
  const name = user.full_name || user.email;
  const viewer = { role: user.role, status: user.status };
  const items = [
    account.abilities["dashboard.view"] && {
      key: "dashboard",
      to: buildPath("dashboard"),
      label: t("nav.dashboard"),
      icon: <GridIcon />,
    },
    canAccess(ROUTE_BY_KEY.library, viewer) === "ok" && {
      key: "library",
      to: buildPath("library"),
      label: t("nav.library"),
      icon: <BookIcon />,
    },
    {
      key: "profile",
      to: buildPath("user_profile", { id: user.id }),
      label: t("nav.user_profile"),
      icon: <UserIcon />,
    },
    {
      key: "notifications",
      to: buildPath("notifications"),
      label: t("nav.notifications"),
      icon: <BellIcon />,
    },
    {
      key: "account",
      to: buildPath("account"),
      label: t("nav.account"),
      icon: <SettingsIcon />,
    },
  ].filter((item) => item !== false && item !== undefined);

  return (
    <Menu position="bottom-end" width={260} shadow="md" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.profileButton} data-testid="profile-menu">
          <VisuallyHidden>{t("nav.accountMenu")}</VisuallyHidden>
          {/* Initials are no name: the button is named by the hidden text alone. */}
          <span aria-hidden="true">
            <UserAvatar name={name} image={account.avatarImage} size={36} />
          </span>
          <ChevronDownIcon size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.profileHeader}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {user.email}
          </Text>
        </div>
        <Menu.Divider />
        {items.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to} leftSection={item.icon}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<SignOutIcon />} onClick={() => void signOut()}>
          {t("nav.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
