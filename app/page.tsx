export default function Page() {
  return <main>Hello</main>;
}
