import {
  Anchor,
  Badge,
  Button,
  Container,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload, IconRosetteDiscountCheck } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { formatDate } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import { certificatePdfUrl, useCertificate } from "../../api/learning.ts";
import { useT } from "../../app-context.tsx";
import { useBreadcrumbTrail } from "../../frame/breadcrumbs.tsx";
import { useRaiseOnError } from "../../frame/page-error.tsx";
import classes from "./CertificatePage.module.css";

/**
 * `/certificates/{code}`: the public verification of a certificate, for anyone holding its
 * link or QR code: who completed which course, when, issued by which school, and its PDF. An
 * unknown code is Content not found.
 */
export default function CertificatePage() {
  const t = useT();
  const { code = "" } = useParams();
  const answer = useCertificate(code);
  useRaiseOnError(answer.error);
  const certificate = answer.data;
  useBreadcrumbTrail(
    certificate
      ? [
          { label: t("nav.home"), to: buildPath("home") },
          { label: `${t("nav.certificate")}: ${certificate.student_name}` },
        ]
      : null,
  );

  if (!certificate) {
    return answer.isPending ? (
      <Container size={760} py={48} aria-busy="true">
        <Skeleton height={420} radius="lg" />
      </Container>
    ) : null;
  }
  const date = formatDate(certificate.issue_time);
  return (
    <Container size={760} className={classes.page}>
      <Paper
        component="article"
        radius="lg"
        className={classes.certificate}
        data-testid="certificate"
      >
        <Stack align="center" gap="xs" ta="center">
          <Badge
            color="teal.9"
            variant="filled"
            radius="xl"
            size="lg"
            tt="none"
            leftSection={<IconRosetteDiscountCheck size={16} aria-hidden="true" />}
          >
            {t("certificate.verified")}
          </Badge>
          <Title order={1} className={classes.title}>
            {t("certificate.title")}
          </Title>
          <Text c="dimmed">{t("certificate.awardedTo")}</Text>
          <Text className={classes.student} data-testid="certificate-student">
            {certificate.student_name}
          </Text>
          <Text c="dimmed">{t("certificate.forCourse")}</Text>
          <Text className={classes.course} data-testid="certificate-course">
            {certificate.course_slug ? (
              <Anchor component={Link} to={buildPath("course", { slug: certificate.course_slug })}>
                {certificate.course_name}
              </Anchor>
            ) : (
              certificate.course_name
            )}
          </Text>
        </Stack>

        <dl className={classes.facts}>
          <div>
            <dt>{t("certificate.date")}</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>{t("certificate.school")}</dt>
            <dd>{certificate.issuer}</dd>
          </div>
          <div>
            <dt>{t("certificate.codeLabel")}</dt>
            <dd className={classes.code} data-testid="certificate-code">
              {certificate.code}
            </dd>
          </div>
        </dl>

        <Stack align="center" gap="xs" mt="xl">
          <Button
            component="a"
            href={certificatePdfUrl(certificate.code)}
            download
            radius="xl"
            size="md"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            data-testid="certificate-pdf"
          >
            {t("certificate.downloadPdf")}
          </Button>
          <Text size="sm" c="dimmed">
            {t("certificate.verifiedText", { issuer: certificate.issuer })}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
