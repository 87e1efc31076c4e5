import { createRoot } from 'react-dom/client';

const root = document.getElementById('editor-root')!;
createRoot(root).render(<p>Loading {root.dataset.path}</p>);
