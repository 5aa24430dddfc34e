import { Tree, type TreeDataNode } from 'antd';

// antd's Tree, with its icons, in a chunk of its own: the user list draws its first rows without it (dept-side-tree.tsx)
export const DeptTree = Tree<TreeDataNode>;
