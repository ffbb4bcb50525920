/**
 * The catalogue's wire forms name a vendor `vassalage`; the code behind them says `vendorCode`
 * (docs/glossary.md). These are the one place the two meet: server routes and web api files map here, so services,
 * hooks and components see only the glossary's word.
 */
import type { GameItem, GameMaintenanceDetails, GamePage, Room, VendorCard, VendorLane } from './games';

/** A wire form with its `vassalage` read as `vendorCode`. */
export type VendorCoded<Wire extends { vassalage?: string | undefined }> = Omit<Wire, 'vassalage'> & {
  vendorCode: Wire['vassalage'];
};

/** An internal form with its `vendorCode` written as the wire's `vassalage`. */
export type Vassalaged<Item extends { vendorCode?: string | undefined }> = Omit<Item, 'vendorCode'> & {
  vassalage: Item['vendorCode'];
};

/** Reads a wire object's vendor (`vassalage`) as `vendorCode`; every other field stays as it is. */
export function readVendorCode<Wire extends { vassalage?: string | undefined }>(
  wire: Wire,
): VendorCoded<Wire> {
  const { vassalage, ...rest } = wire;
  return { ...rest, vendorCode: vassalage };
}

/** Writes an object's `vendorCode` as the wire's `vassalage`; every other field stays as it is. */
export function writeVassalage<Item extends { vendorCode?: string | undefined }>(
  item: Item,
): Vassalaged<Item> {
  const { vendorCode, ...rest } = item;
  return { ...rest, vassalage: vendorCode };
}

/** A game of the catalogue (GameItem on the wire). */
export type CatalogueGame = VendorCoded<GameItem>;
/** A vendor's card in a lobby lane (VendorCard on the wire). */
export type VendorCardItem = VendorCoded<VendorCard>;
/** A live table (Room on the wire). */
export type LiveTable = VendorCoded<Room>;
/** A lobby lane: a category with the cards of its vendors (VendorLane on the wire). */
export type CatalogueLane = Omit<VendorLane, 'cards'> & { cards: VendorCardItem[] };

/** A page of catalogue games (GamePage on the wire). */
export type CataloguePage = Omit<GamePage, 'content'> & { content: CatalogueGame[] };

export function writeGamePage(page: CataloguePage): GamePage {
  return { ...page, content: page.content.map(writeVassalage) };
}

export function readGamePage(page: GamePage): CataloguePage {
  return { ...page, content: page.content.map(readVendorCode) };
}

/** The details of a game.maintenance failure as the web app reads them. */
export function readGameMaintenanceDetails(details: GameMaintenanceDetails): {
  vendorCode: string;
  gameCode: string;
  suggestions: CatalogueGame[];
} {
  return {
    vendorCode: details.vassalage,
    gameCode: details.gameCode,
    suggestions: details.suggestions.map(readVendorCode),
  };
}

/** The details of a game.maintenance failure: the game asked for, and active games to play instead. */
export function writeGameMaintenanceDetails(details: {
  vendorCode: string;
  gameCode: string;
  suggestions: readonly CatalogueGame[];
}): GameMaintenanceDetails {
  return {
    vassalage: details.vendorCode,
    gameCode: details.gameCode,
    suggestions: details.suggestions.map(writeVassalage),
  };
}
