import { useParams } from "react-router";
import { ArticleScreen } from "./ArticleScreen.tsx";

/** `/articles/{slug}`: one article, under Home › Articles › {article}. */
export default function ArticlePage() {
  const { slug = "" } = useParams();
  return <ArticleScreen key={slug} slug={slug} />;
}
