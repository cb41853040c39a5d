import { useParams } from "react-router";
import { CollectionDetails } from "@/features/collections/components/collection-details";
import { Container } from "@/ui/container";

export function CollectionDetailsPage() {
  const { name = "", userId = "" } = useParams();
  return (
    <Container className="py-8 sm:py-10">
      <CollectionDetails key={`${name}/${userId}`} name={name} userId={userId} />
    </Container>
  );
}
