// DocSearch's stylesheet, which the SearchBar imports when the modal opens (the package has no types for it).
declare module '@docsearch/react/style';
