import {
  BallIcon,
  CardsIcon,
  ChatIcon,
  DiceIcon,
  FishIcon,
  GamepadIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  LiveIcon,
  TicketIcon,
  TrophyIcon,
} from '../../components/icons';
import type { NavigationEntry } from '../../lib/game-navigation';

/** The icon of a navigation entry in the side menu. */
export function NavigationIcon({ id }: { id: NavigationEntry['id'] }) {
  switch (id) {
    case 'home':
      return <HomeIcon />;
    case 'lottery':
      return <TicketIcon />;
    case 'live':
      return <LiveIcon />;
    case 'sports':
      return <BallIcon />;
    case 'esports':
      return <GamepadIcon />;
    case 'fish':
      return <FishIcon />;
    case 'casino':
      return <DiceIcon />;
    case 'pvp':
      return <CardsIcon />;
    case 'cockfight':
      return <TrophyIcon />;
    case 'promotions':
      return <GiftIcon />;
    case 'chatRoom':
      return <ChatIcon />;
    case 'customerService':
      return <HeadsetIcon />;
  }
}
