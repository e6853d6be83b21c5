// The /host route module in React Router's shape, so that the lazy route gets its loader and screen at once.
export { hostLoader as loader } from './hostLoader';
export { HostPage as Component } from './HostPage';
