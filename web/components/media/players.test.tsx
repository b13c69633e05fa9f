import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../test-utils.tsx";
import { AudioPlayer } from "./AudioPlayer.tsx";
import { VideoPlayer } from "./VideoPlayer.tsx";

afterEach(cleanup);

const video = {
  path: "videos/2026/11/",
  basename: "abcdefabcdef",
  extension: ".mp4",
  title: "Bài 1",
  width: 640,
  height: 360,
};

describe("VideoPlayer", () => {
  it("plays the MP4 until the HLS is ready", () => {
    const { container } = renderWithApp(
      <VideoPlayer video={{ ...video, hls_status: "PROCESSING" }} />,
    );
    const element = container.querySelector("video") as HTMLVideoElement;
    expect(element.getAttribute("aria-label")).toBe("Bài 1");
    expect(element.src).toContain("/media/videos/2026/11/abcdefabcdef.mp4");
    expect(element.hasAttribute("controls")).toBe(true);
  });

  it("says so when the file cannot be played", () => {
    const { container } = renderWithApp(<VideoPlayer video={video} />, { locale: "en" });
    fireEvent.error(container.querySelector("video") as HTMLVideoElement);
    expect(screen.getByRole("alert").textContent).toBe("This file could not be played");
  });
});

describe("AudioPlayer", () => {
  it("plays the stored file with its title as caption", () => {
    const { container } = renderWithApp(
      <AudioPlayer
        audio={{ path: "audios/2026/11/", basename: "x1", extension: ".mp3", title: "Podcast" }}
      />,
    );
    const element = container.querySelector("audio") as HTMLAudioElement;
    expect(element.getAttribute("src")).toBe("/media/audios/2026/11/x1.mp3");
    expect(screen.getByText("Podcast").tagName).toBe("FIGCAPTION");
  });
});
