import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

export default function Home(): ReactNode {
  return (
    <Layout title="Start" description="Programmiere den Maqueen Plus V2 mit MicroPython">
      <main className="container margin-vert--xl">
        <h1>Maqueen Plus V2 mit MicroPython</h1>
        <p>Die Startseite wird gerade gestaltet.</p>
        <Link className="button button--primary" to="/docs">
          Zur Anleitung
        </Link>
      </main>
    </Layout>
  );
}
