import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import type { ComponentType } from "react";
import { useT } from "../app-context.tsx";
import { copyText } from "../clipboard.ts";
import { toast } from "../feedback/toast.tsx";
import {
  CopyIcon,
  FacebookIcon,
  LinkedInIcon,
  MessengerIcon,
  XLogoIcon,
  ZaloIcon,
} from "./icons/pages.tsx";
import classes from "./ShareDialog.module.css";

interface Network {
  name: string;
  icon: ComponentType<{ size?: number }>;
  href: (url: string, title: string) => string;
}

const encode = encodeURIComponent;

/** Share links of the networks Vietnamese readers use, each a plain page opened in a new tab. */
export const SHARE_NETWORKS: readonly Network[] = [
  {
    name: "Facebook",
    icon: FacebookIcon,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
  },
  {
    name: "Messenger",
    icon: MessengerIcon,
    href: (url) => `fb-messenger://share/?link=${encode(url)}`,
  },
  {
    name: "Zalo",
    icon: ZaloIcon,
    href: (url) => `https://sp.zalo.me/share_to_zalo?u=${encode(url)}`,
  },
  {
    name: "X",
    icon: XLogoIcon,
    href: (url, title) =>
      `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
  },
  {
    name: "LinkedIn",
    icon: LinkedInIcon,
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
  },
];

interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's heading, e.g. "Share this course". */
  heading: string;
  /** The absolute link of the page. */
  url: string;
  /** What is shared (the course name): the text of a post where the network takes one. */
  title: string;
  /** The label of the link field. */
  linkLabel: string;
}

/** The page link with a copy button, and share links to the social networks (docs/product/screens-and-routes.md). */
export function ShareDialog({ opened, onClose, heading, url, title, linkLabel }: ShareDialogProps) {
  const t = useT();
  const copy = async () => {
    if (await copyText(url)) toast.success(t("success.copied"));
    else toast.error(t("errors.copyFailed"));
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      centered
      radius="lg"
      size="md"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack gap="lg">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={linkLabel}
            value={url}
            readOnly
            className={classes.link}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-link"
          />
          <Button leftSection={<CopyIcon size={16} />} onClick={copy} data-testid="share-copy">
            {t("actions.copy")}
          </Button>
        </Group>
        <div>
          <Text size="sm" fw={500} mb={8}>
            {t("coursePage.shareOn")}
          </Text>
          <Group gap="sm">
            {SHARE_NETWORKS.map(({ name, icon: NetworkIcon, href }) => (
              <Tooltip key={name} label={name} withArrow>
                <ActionIcon
                  component="a"
                  href={href(url, title)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size={44}
                  radius="xl"
                  variant="default"
                  className={classes.network}
                  data-network={name}
                  aria-label={t("coursePage.shareVia", { network: name })}
                >
                  <NetworkIcon size={22} />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </div>
      </Stack>
    </Modal>
  );
}
