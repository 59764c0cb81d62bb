import { Icon, type IconProps } from '@/shared/ui/icons';

export const ThumbUpIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p}>
    <path d="M7 11v9H4v-9z" fill={filled ? 'currentColor' : 'none'} />
    <path
      d="M7 11l4-8a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 6.4A2 2 0 0 1 17.7 20H7"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
