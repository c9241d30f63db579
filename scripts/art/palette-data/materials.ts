import type { Family } from "./families";

/** Local colours per family: materials, and the facade colours a building may take. Data only. */

export interface Materials {
  wall: string;
  wallShade: string;
  timber: string;
  timberShade: string;
  roof: string;
  roofShade: string;
  water: string;
  waterLight: string;
  ground: string;
  groundShade: string;
  foliage: string;
  foliageShade: string;
  trunk: string;
  far: string;
  farShade: string;
  mid: string;
  midShade: string;
  snow: string;
  snowShade: string;
  accent: string;
  stone: string;
}

export const MATERIALS: Record<Family, Materials> = {
  coastal: {
    wall: "#f4ede2",
    wallShade: "#d6b8a9",
    timber: "#9a6b4f",
    timberShade: "#77523d",
    roof: "#c4785f",
    roofShade: "#9e5c49",
    water: "#3b8689",
    waterLight: "#8cc3bb",
    ground: "#ead6b4",
    groundShade: "#d6b98f",
    foliage: "#2f6650",
    foliageShade: "#214c3c",
    trunk: "#8b735e",
    far: "#8fb0ae",
    farShade: "#789c9b",
    mid: "#6f9d96",
    midShade: "#5a8580",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#e0795f",
    stone: "#e4dccd",
  },
  alpine: {
    wall: "#dccfbc",
    wallShade: "#a99a87",
    timber: "#8c5e40",
    timberShade: "#65432f",
    roof: "#4b3f38",
    roofShade: "#362d28",
    water: "#5d7f93",
    waterLight: "#a9c3cf",
    ground: "#f4f1ec",
    groundShade: "#cdd6e0",
    foliage: "#2e4d40",
    foliageShade: "#213a30",
    trunk: "#5a4535",
    far: "#a3adc3",
    farShade: "#8a94ae",
    mid: "#75809a",
    midShade: "#5c6580",
    snow: "#f7f4ef",
    snowShade: "#c8d1df",
    accent: "#e8a49a",
    stone: "#cfc6b8",
  },
  hills: {
    wall: "#f3eadd",
    wallShade: "#d3c0aa",
    timber: "#8a6a50",
    timberShade: "#6a503d",
    roof: "#b8725a",
    roofShade: "#935845",
    water: "#4f9aa6",
    waterLight: "#a9d6d6",
    ground: "#8a9a6c",
    groundShade: "#6f8055",
    foliage: "#3d5d45",
    foliageShade: "#2d4735",
    trunk: "#7a6552",
    far: "#a394b4",
    farShade: "#8d7ea2",
    mid: "#96a07c",
    midShade: "#7b8763",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#c9a96e",
    stone: "#e6dccb",
  },
  desert: {
    wall: "#f1e7d4",
    wallShade: "#cfb690",
    timber: "#8a6a4c",
    timberShade: "#6a503a",
    roof: "#b58a5a",
    roofShade: "#936c43",
    water: "#2e7b8c",
    waterLight: "#8fc7c9",
    ground: "#e3bd80",
    groundShade: "#c8985a",
    foliage: "#4b6a4a",
    foliageShade: "#39533a",
    trunk: "#8a6a4c",
    far: "#dfc08f",
    farShade: "#c9a573",
    mid: "#ddb173",
    midShade: "#bd8c51",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#c9a96e",
    stone: "#eadfca",
  },
  neutral: {
    wall: "#f3ede3",
    wallShade: "#c9bca8",
    timber: "#8a7560",
    timberShade: "#6b5a49",
    roof: "#9a8a78",
    roofShade: "#7d6f60",
    water: "#6f9a9a",
    waterLight: "#b4cfca",
    ground: "#d9cdb7",
    groundShade: "#c2b398",
    foliage: "#5d6a52",
    foliageShade: "#4a5542",
    trunk: "#6e6052",
    far: "#bdb4a3",
    farShade: "#a89e8b",
    mid: "#aaa48c",
    midShade: "#938d75",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#c9a96e",
    stone: "#e2d9c9",
  },
};

/** Facade colours a building may take, so neighbours on the same bay differ. */
export const WALLS: Record<Family, readonly string[]> = {
  coastal: ["#f4ede2", "#f2d6c8", "#dde8e2", "#ecdcc2", "#f6f1ea"],
  alpine: ["#dccfbc", "#c9a48a", "#e6e0d6"],
  hills: ["#f3eadd", "#eee0cb", "#f4e5de"],
  desert: ["#f1e7d4", "#ead8b9", "#f4eee4"],
  neutral: ["#f3ede3", "#e9e2d5"],
};
