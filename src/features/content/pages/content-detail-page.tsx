import { useLocation, useParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { ContentItem } from '../components/content-item';

/** /project/projectDetail/:id and /games/gamesDetail/:id: one project or game with its sign-up. */
export default function ContentDetailPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const game = pathname.startsWith('/games/');
  return (
    <ContentItem
      kind={game ? 'game' : 'project'}
      id={Number(id)}
      back={game ? paths.content.gameList : paths.content.projects}
    />
  );
}
