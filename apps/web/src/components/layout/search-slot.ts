import { type ComponentType, createContext } from 'react';

export interface SearchSlotProps {
  /** `live`: results follow the typing; `submit`: the search starts on Enter or the button. */
  mode: 'live' | 'submit';
  className?: string;
  /** Called once a search was sent from the field. */
  onSearch?: () => void;
}

/**
 * The search field the navigation and the side drawer show to a signed-in subscriber. The app gives it (a
 * feature's component, fetched lazily), so the layout depends on no feature and the landing carries none of it.
 */
export const SearchSlotContext = createContext<ComponentType<SearchSlotProps> | null>(null);
