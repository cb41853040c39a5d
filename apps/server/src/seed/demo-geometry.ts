// Plain triangle meshes for the demo models: positions, normals, UVs and indices.
export type MeshData = { positions: number[]; normals: number[]; uvs: number[]; indices: number[] };

/** An axis-aligned box centred on x/z, standing on y = `y0`, each face with its own UVs. */
export function box(width: number, height: number, depth: number, y0 = 0): MeshData {
  const [x, y, z] = [width / 2, height, depth / 2];
  const faces: [number[], number[]][] = [
    [
      [0, 0, 1],
      [-x, y0, z, x, y0, z, x, y0 + y, z, -x, y0 + y, z],
    ],
    [
      [0, 0, -1],
      [x, y0, -z, -x, y0, -z, -x, y0 + y, -z, x, y0 + y, -z],
    ],
    [
      [1, 0, 0],
      [x, y0, z, x, y0, -z, x, y0 + y, -z, x, y0 + y, z],
    ],
    [
      [-1, 0, 0],
      [-x, y0, -z, -x, y0, z, -x, y0 + y, z, -x, y0 + y, -z],
    ],
    [
      [0, 1, 0],
      [-x, y0 + y, z, x, y0 + y, z, x, y0 + y, -z, -x, y0 + y, -z],
    ],
    [
      [0, -1, 0],
      [-x, y0, -z, x, y0, -z, x, y0, z, -x, y0, z],
    ],
  ];
  const mesh: MeshData = { positions: [], normals: [], uvs: [], indices: [] };
  faces.forEach(([normal, corners], face) => {
    mesh.positions.push(...corners);
    for (let i = 0; i < 4; i++) mesh.normals.push(...normal);
    mesh.uvs.push(0, 1, 1, 1, 1, 0, 0, 0);
    const k = face * 4;
    mesh.indices.push(k, k + 1, k + 2, k, k + 2, k + 3);
  });
  return mesh;
}

/** A capped cylinder from y = 0 to `height`, `rings` + 1 vertex rings (so it can bend when skinned). */
export function cylinder(
  radius: (t: number) => number,
  height: number,
  segments: number,
  rings: number,
): MeshData {
  const mesh: MeshData = { positions: [], normals: [], uvs: [], indices: [] };
  for (let r = 0; r <= rings; r++) {
    const t = r / rings;
    for (let s = 0; s <= segments; s++) {
      const a = (s / segments) * Math.PI * 2;
      mesh.positions.push(Math.cos(a) * radius(t), t * height, Math.sin(a) * radius(t));
      mesh.normals.push(Math.cos(a), 0, Math.sin(a));
      mesh.uvs.push(s / segments, 1 - t);
    }
  }
  const row = segments + 1;
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * row + s;
      mesh.indices.push(a, a + row, a + 1, a + 1, a + row, a + row + 1);
    }
  }
  for (const [t, ny] of [
    [0, -1],
    [1, 1],
  ] as const) {
    const centre = mesh.positions.length / 3;
    mesh.positions.push(0, t * height, 0);
    mesh.normals.push(0, ny, 0);
    mesh.uvs.push(0.5, 0.5);
    const ring = t === 0 ? 0 : rings * row;
    for (let s = 0; s < segments; s++) {
      const [a, b] = [ring + s, ring + s + 1];
      mesh.indices.push(...(ny > 0 ? [centre, b, a] : [centre, a, b]));
    }
  }
  return mesh;
}

/** Several meshes as one. */
export function merge(...meshes: MeshData[]): MeshData {
  const out: MeshData = { positions: [], normals: [], uvs: [], indices: [] };
  for (const mesh of meshes) {
    const offset = out.positions.length / 3;
    out.positions.push(...mesh.positions);
    out.normals.push(...mesh.normals);
    out.uvs.push(...mesh.uvs);
    out.indices.push(...mesh.indices.map((i) => i + offset));
  }
  return out;
}
