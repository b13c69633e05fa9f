import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test-utils.tsx";
import { OfferFigures, Saving } from "./OfferFigures.tsx";

afterEach(cleanup);

describe("OfferFigures", () => {
  it("names the struck list price, the sale price and the saving", () => {
    renderWithApp(
      <OfferFigures list={1_500_000} sale={990_000} listLabel="Tổng" saleLabel="Giá combo" />,
    );
    const struck = document.querySelector("s");
    expect(struck?.textContent).toBe("1.500.000đ");
    expect(screen.getByText("Tổng:", { exact: false })).toBeTruthy();
    expect(screen.getByTestId("sale-price").textContent).toBe("990.000đ");
    expect(screen.getByTestId("saving").textContent).toBe("510.000đ");
  });

  it("shows no saving when the offer costs as much as its courses or more", () => {
    renderWithApp(<OfferFigures list={500_000} sale={600_000} listLabel="Tổng" saleLabel="Giá" />);
    expect(screen.getByTestId("sale-price").textContent).toBe("600.000đ");
    expect(screen.queryByTestId("saving")).toBeNull();
  });

  it("writes a saving of nothing as 0 đ, not Free", () => {
    renderWithApp(<Saving list={500_000} sale={500_000} />);
    expect(screen.getByTestId("saving").textContent).toBe("0đ");
  });
});
