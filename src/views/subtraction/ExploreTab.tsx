export function ExploreTab() {
  return <p>Question 6.3</p>;
}
