import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Stack } from '@mantine/core';
import { moveInShortlist } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/format';
import { NS } from './locales';
import { PersonRow } from './PersonRow';
import { personName, type SessionPerson } from './session-list-view';

interface ShortlistProps {
  people: readonly SessionPerson[];
  /** Staff reorder by drag or keyboard; students see their votes in order. */
  reorderable: boolean;
  onReorder: (ids: string[]) => void;
  onOpen: (person: SessionPerson) => void;
}

/** Shortlisted (staff, ordered by drag) or Voted (students): the people the viewer liked. */
export function Shortlist({ people, reorderable, onReorder, onOpen }: ShortlistProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ids = people.map((p) => p.userId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const p = people.find((x) => x.userId === id);
    return p ? personName(p, lang) : String(id);
  };
  const orderOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('shortlist.picked', { name: nameOf(active.id), order: orderOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('shortlist.over', { name: nameOf(active.id), order: orderOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('shortlist.dropped', { name: nameOf(active.id), order: orderOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('shortlist.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveInShortlist(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  if (!reorderable) {
    return (
      <Stack gap="xs">
        {people.map((p, i) => (
          <PersonRow
            key={p.userId}
            person={p}
            onOpen={onOpen}
            aside={<Badge variant="light">{i + 1}</Badge>}
          />
        ))}
      </Stack>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('shortlist.a11yInstructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid="shortlist">
          {people.map((p, i) => (
            <SortableRow
              key={p.userId}
              person={p}
              order={i + 1}
              onOpen={onOpen}
              label={t('shortlist.drag', { name: nameOf(p.userId) })}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  person,
  order,
  onOpen,
  label,
}: {
  person: SessionPerson;
  order: number;
  onOpen: (p: SessionPerson) => void;
  label: string;
}) {
  const sortable = useSortable({ id: person.userId });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    position: 'relative' as const,
  };
  return (
    <div ref={sortable.setNodeRef} style={style} data-testid="shortlist-row" data-order={order}>
      <PersonRow
        person={person}
        onOpen={onOpen}
        aside={<Badge variant="light">{order}</Badge>}
        handle={
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={label}
            style={{ cursor: 'grab', touchAction: 'none' }}
            data-testid="shortlist-handle"
            {...sortable.attributes}
            {...sortable.listeners}
          >
            ⠿
          </ActionIcon>
        }
      />
    </div>
  );
}
